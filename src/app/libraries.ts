// Nothing of its own: the build puts this module in the chunk of the libraries the app's
// start imports (vite.config.ts, `libraries`), so main.tsx's import of it fetches and
// evaluates that chunk in a task before the start's own code is evaluated
// (docs/decisions/0024-the-first-loads-long-tasks.md). React's part is a chunk of its own,
// evaluated a task before this one (./react-libraries.ts, docs/decisions/0061).
export const librariesLoaded = true;
