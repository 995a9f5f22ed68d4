const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** "ch2" before "ch10"; path segments compared one by one so folders sort before their siblings' files. */
export function naturalCompare(a: string, b: string): number {
  const left = a.split('/');
  const right = b.split('/');
  for (let i = 0; i < Math.min(left.length, right.length); i += 1) {
    const order = collator.compare(left[i] ?? '', right[i] ?? '');
    if (order !== 0) return order;
  }
  return left.length - right.length;
}
