// The PWA's element maker for the shared views (contract/markup.ts): the same markup the
// server paints on a first visit, rendered by React.
import { createElement, type ReactElement } from 'react';
import type { Make } from '../../../contract/markup.ts';

export const h: Make<ReactElement> = (tag, attrs, ...children) => createElement(tag, attrs, ...children);
