/**
 * The Node check that runs first in the npm scripts that build, serve or test the app (decision
 * 030). npm puts node_modules/.bin first on PATH, where the `node` package installs the Node the
 * project pins, so the scripts run on it whatever the machine has. When that Node is missing (its
 * install script was blocked, or the install left out dependencies), `node` is the machine's own:
 * if it is older than package.json's `engines`, this stops at once with a message naming both
 * versions instead of a SyntaxError from deep inside a dependency.
 *
 *   node scripts/check-node.mjs             exit 1 on a Node older than `engines`
 *   node scripts/check-node.mjs --install   (postinstall) explain npm's EBADENGINE warnings; never fails
 *
 * Plain JavaScript, no `?.` or `??`, so that any Node since 12.17 runs it: it must run on the Node it
 * turns away.
 */
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const needed = pkg.engines.node; // ">=24", the only form used
const minimum = parse(needed.replace(/^>=\s*/, ''));
const pinned = (pkg.optionalDependencies || {}).node || "(none: a release runs on the machine's Node)";

/** "v24.1.0", "24.1" or "24" as [major, minor, patch]. */
function parse(version) {
  const [major = 0, minor = 0, patch = 0] = version.replace(/^v/, '').split('.').map(Number);
  return [major, minor, patch];
}

function satisfies(version) {
  const have = parse(version);
  for (let i = 0; i < 3; i++) if (have[i] !== minimum[i]) return have[i] > minimum[i];
  return true;
}

const install = process.argv.includes('--install');
// npm's own Node, the one its engine checks used: "npm/11.6.2 node/v20.20.2 linux x64 …".
const npmNode = (/node\/(v[\d.]+)/.exec(process.env.npm_config_user_agent || '') || [])[1];

if (satisfies(process.version)) {
  if (install && npmNode && !satisfies(npmNode)) {
    console.log(
      `\nnpm itself runs on Node ${npmNode}, so it warned EBADENGINE for the packages that need Node ${needed}.\n` +
        `The npm scripts (npm start, npm test, …) run on Node ${process.version} from node_modules/.bin ` +
        `(the "node" package, ${pinned}), which they all support: the warnings do not apply to them.\n`,
    );
  }
  process.exit(0);
}

console.error(
  `\nThis app needs Node.js ${needed}; this script is running on Node ${process.version} (${process.execPath}).\n` +
    `npm install normally puts Node ${pinned} in node_modules/.bin (the "node" package in package.json), and the\n` +
    'npm scripts run on it. It is not there: run `npm install` again (with npm 11.19 or later, dependencies\n' +
    'run install scripts only when package.json\'s "allowScripts" lists them; "node" is listed), or install\n' +
    'Node 24 yourself (`nvm install`, which reads .nvmrc).\n',
);
process.exit(install ? 0 : 1);
