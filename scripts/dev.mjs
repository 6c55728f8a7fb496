// `npm run dev`: the API server (restarting on change), Vite's dev server for the shop with
// its proxy to the API, and one for the owner's console (src/admin-console/, its own app:
// http://127.0.0.1:5173/admin/ through the shop's, or :5174/admin/ directly), side by side.
// Ctrl-C stops them all.
import { spawn } from 'node:child_process';
import react from '@vitejs/plugin-react';
import { createServer } from 'vite';

const API = `http://127.0.0.1:${process.env.PORT || '8080'}`;
const CONSOLE_PORT = 5174;

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], { stdio: 'inherit', env: { ...process.env, PORT: process.env.PORT || '8080' } }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--host', '127.0.0.1'], { stdio: 'inherit' }),
];

// The console as vite.config.ts builds it (root src/admin-console, base /admin/), served live.
const consoleServer = await createServer({
  configFile: false,
  root: 'src/admin-console',
  base: '/admin/',
  plugins: [react()],
  server: { host: '127.0.0.1', port: CONSOLE_PORT, strictPort: true, proxy: { '/admin/api': API, '/media': API } },
});
await consoleServer.listen();
console.log(`  The owner's console: http://127.0.0.1:${CONSOLE_PORT}/admin/`);

const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  void consoleServer.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => code && stop());
