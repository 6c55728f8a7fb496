// React's part of the start's libraries: the build puts this module in the chunk of React,
// React DOM and the scheduler (vite.config.ts, `react-libraries`), which src/main.tsx imports
// and evaluates a task before the other libraries' chunk (docs/decisions/0061). It requires
// React's modules, so they run in that task, not in the first module of the app that needs them.
import 'react';
import 'react/jsx-runtime';
import 'react-dom';
import 'react-dom/client';

export const reactLoaded = true;
