// Preloaded into a server process by bench/answer-hits-gc.ts (NODE_OPTIONS=--import, which
// refuses V8's own flags): V8's one line per collection with its figures, promoted bytes among
// them, set before the server's first module loads (docs/decisions/0060-v8s-old-space-bounded-by-the-start.md).
import v8 from 'node:v8';

v8.setFlagsFromString('--trace-gc-nvp');
