/**
 * Equal when every field is the same value: for `useSelector` with a selector that builds a new
 * object per snapshot, so the view re-renders only when something it shows changed.
 */
export function shallowEqual<T extends object>(a: T, b: T): boolean {
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}
