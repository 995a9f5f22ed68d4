// API surface of every published entry point, from the built dist/*.d.ts (API Extractor), checked
// in as packages/<pkg>/api/<entry>.api.md so a change to the public surface shows in review.
//   pnpm api-report          regenerate the reports (after a deliberate API change)
//   pnpm api-report --check  npm test's 'api' step: fail when a built surface differs from its
//                            committed report, then run @arethetypeswrong/cli on each packed package
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CompilerState, Extractor, ExtractorConfig } from '@microsoft/api-extractor';
import { log, root } from './lib.mjs';
import { apiSurface } from './apiSurface.mjs';

const check = process.argv.includes('--check');
const tmp = path.join(root, '.tmp/api');

/**
 * The package's types as a consumer installs them: dist/**\/*.d.ts with publishConfig applied,
 * once as the analysed package and once under node_modules, where the other packages' types
 * resolve `@atelier/core` as an external package (as on npm). No absolute path of this checkout
 * ends up in a report.
 */
function stage(pkgDir) {
  const pkg = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
  const { publishConfig, ...rest } = pkg;
  const places = [
    path.join(tmp, 'packages', path.basename(pkgDir)),
    path.join(tmp, 'node_modules', pkg.name),
  ];
  for (const place of places) {
    cpSync(path.join(pkgDir, 'dist'), path.join(place, 'dist'), {
      recursive: true,
      filter: (file) => !file.endsWith('.js') && !file.endsWith('.map'),
    });
    writeFileSync(
      path.join(place, 'package.json'),
      JSON.stringify({ ...rest, ...publishConfig }, null, 2),
    );
  }
  return { pkg, staged: places[0] };
}

/** One report per `exports` entry with types: `.` → <pkg>, `./testing/node` → <pkg>-testing-node. */
function entryPoints(pkgDir) {
  const { pkg, staged } = stage(pkgDir);
  const unscoped = pkg.name.split('/').pop();
  return Object.entries(pkg.publishConfig.exports)
    .filter(([, target]) => typeof target === 'object' && target.types)
    .map(([subpath, target]) => ({
      pkg,
      staged,
      types: path.join(staged, target.types),
      report: [unscoped, ...subpath.split('/').slice(1)].join('-'),
    }));
}

rmSync(tmp, { recursive: true, force: true });
const packageDirs = readdirSync(path.join(root, 'packages')).map((name) =>
  path.join(root, 'packages', name),
);
const entries = packageDirs.flatMap((pkgDir) =>
  entryPoints(pkgDir).map((entry) => ({ pkgDir, ...entry })),
);

// One TypeScript program for every entry (API Extractor reuses it), over the staged .d.ts only.
const compilerOptions = {
  target: 'ES2022',
  module: 'ESNext',
  moduleResolution: 'bundler',
  lib: ['ES2023', 'DOM', 'DOM.Iterable'],
  jsx: 'react-jsx',
  strict: true,
  skipLibCheck: true,
  types: ['node'],
};

function prepare({ pkgDir, staged, types, report }) {
  return ExtractorConfig.prepare({
    configObjectFullPath: path.join(staged, 'api-extractor.json'),
    packageJsonFullPath: path.join(staged, 'package.json'),
    configObject: {
      projectFolder: staged,
      mainEntryPointFilePath: types,
      compiler: { overrideTsconfig: { compilerOptions, files: entries.map((e) => e.types) } },
      apiReport: {
        enabled: true,
        reportFileName: report,
        reportFolder: path.join(pkgDir, 'api'),
        reportTempFolder: path.join(tmp, 'reports'),
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        // Problems in the surface (a public type that is not exported…) are written into the
        // report, where review sees them; release tags are not used in this repo.
        compilerMessageReporting: { default: { logLevel: 'warning' } },
        extractorMessageReporting: {
          default: { logLevel: 'none', addToApiReportFile: true },
          'ae-missing-release-tag': { logLevel: 'none', addToApiReportFile: false },
        },
        tsdocMessageReporting: { default: { logLevel: 'none', addToApiReportFile: false } },
      },
    },
  });
}

function sameSurface(committed, built) {
  try {
    return apiSurface(readFileSync(committed, 'utf8')) === apiSurface(readFileSync(built, 'utf8'));
  } catch {
    return false;
  }
}

const configs = entries.map(prepare);
const compilerState = CompilerState.create(configs[0], {
  additionalEntryPoints: entries.map((e) => e.types),
});
const changed = [];
entries.forEach((entry, i) => {
  mkdirSync(path.join(entry.pkgDir, 'api'), { recursive: true });
  const result = Extractor.invoke(configs[i], {
    localBuild: !check,
    compilerState,
    showVerboseMessages: false,
  });
  const file = path.relative(root, path.join(entry.pkgDir, 'api', `${entry.report}.api.md`));
  if (!result.succeeded && !result.apiReportChanged)
    throw new Error(`API Extractor failed on ${file}`);
  // TypeScript may print the members of an inferred union in another order from one build to
  // the next; that is the same surface, so the check compares the words of each line, unordered.
  const differs = result.apiReportChanged && (!check || !sameSurface(path.join(root, file), path.join(root, '.tmp/api/reports', `${entry.report}.api.md`)));
  if (differs) changed.push(file);
  const state = differs
    ? check
      ? 'DIFFERS from the built surface'
      : 'updated'
    : 'up to date';
  log(`${file}: ${state}`);
});
if (check && changed.length) {
  console.error(
    `\nThe public API changed:\n  ${changed.join('\n  ')}\n` +
      `If the change is meant, run \`pnpm api-report\` (after \`pnpm build:packages\`) and commit the reports; ` +
      `the new ones are in .tmp/api/reports/ for a diff.`,
  );
  process.exit(1);
}

// Storybook's docs pages come from JSDoc: every prop of a public `*Props` type says what it does
// (and its default); and every type a public signature names is exported, so hosts can name it.
const gaps = [];
for (const entry of entries) {
  const file = path.join(entry.pkgDir, 'api', `${entry.report}.api.md`);
  const text = readFileSync(file, 'utf8').replace(/\r\n/g, '\n');
  for (const match of text.matchAll(/^export (?:interface|type) (\w+Props)\b[^\n]*\{\n([\s\S]*?)\n\}/gm)) {
    const lines = match[2].split('\n');
    lines.forEach((line, i) => {
      if (line.includes('(undocumented)')) gaps.push(`${path.relative(root, file)}: ${match[1]}.${(lines[i + 1] ?? '').trim().split(/[?:(]/)[0]} has no doc comment`);
    });
  }
  for (const match of text.matchAll(/The symbol "(\w+)" needs to be exported/g)) gaps.push(`${path.relative(root, file)}: ${match[1]} is used by the public API but not exported`);
}
if (gaps.length) {
  console.error(`\n${gaps.join('\n')}`);
  if (check) process.exit(1);
}

if (check) {
  // Types as a consumer resolves them from the packed tarball (publishConfig applied by pnpm pack).
  // esm-only: the packages ship only `import` conditions, so CommonJS `require` and node10
  // resolution are not supported on purpose; everything else must be clean.
  const packs = path.join(tmp, 'packs');
  mkdirSync(packs, { recursive: true });
  let failed = 0;
  for (const pkgDir of packageDirs) {
    const name = path.basename(pkgDir);
    const pack = spawnSync('pnpm', ['pack', '--pack-destination', packs, '--json'], {
      cwd: pkgDir,
      encoding: 'utf8',
    });
    if (pack.status !== 0) throw new Error(`pnpm pack failed in packages/${name}:\n${pack.stderr}`);
    const tarball = JSON.parse(pack.stdout).filename;
    const attw = spawnSync(
      'pnpm',
      ['exec', 'attw', path.resolve(packs, tarball), '--profile', 'esm-only', '--format', 'ascii'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    if (attw.status !== 0) {
      failed += 1;
      console.error(`@arethetypeswrong/cli: packages/${name}\n${attw.stdout}${attw.stderr}`);
    } else log(`packages/${name}: arethetypeswrong clean (esm-only)`);
  }
  if (failed) process.exit(1);
}
