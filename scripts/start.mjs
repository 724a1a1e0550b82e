// `npm start`: installs what is missing, builds, and starts the product (with demo data the
// first time, on the embedded database).
import { spawn } from 'node:child_process';
import { ensureInstalled, root, runOrExit } from './lib.mjs';

ensureInstalled();
console.log('Building…');
runOrExit('npm', ['run', 'build', '--silent']);

const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
