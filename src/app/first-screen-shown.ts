// When the server's first screen is on the screen, so the app's code may start loading
// (src/main.tsx, docs/decisions/0054-the-app-loads-once-the-first-screen-is-shown.md).
//
// A frame's callbacks run when the main thread has made it, but the screen shows it later:
// the frame is rastered (its images decoded) and presented 15-130 ms after, on a test phone.
// Waiting one frame let the app's first requests start before the first screen was shown;
// here the browser's own report that a paint was presented is waited for instead: the first
// contentful paint, and each first-screen picture in view (the views mark them with
// `elementtiming`, contract/markup.ts `pictureView`) presented or failed. A browser without those reports
// waits one frame, as before; none waits longer than `capMs`.

const supports = (type: string) => typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes(type);

function inView(el: Element): boolean {
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
}

/** Resolves once the first paint and the first-screen pictures in view have been presented (or failed), or after `capMs`. */
export function firstScreenShown(capMs: number): Promise<void> {
  const frame = new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  if (!supports('paint')) return frame;
  return frame.then(() => new Promise<void>((resolve) => {
    // After the frame: the layout is made, so reading where the pictures are costs nothing.
    const pictures = supports('element')
      ? [...document.querySelectorAll<HTMLImageElement>('img[elementtiming]')].filter(inView)
      : [];
    const waiting = new Set(pictures.filter((img) => !(img.complete && img.naturalWidth === 0)));
    let painted = false;
    const done = () => {
      if (!painted || waiting.size > 0) return;
      observer.disconnect();
      clearTimeout(cap);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === 'first-contentful-paint') painted = true;
        else waiting.delete((entry as PerformanceEntry & { element: Element | null }).element as HTMLImageElement);
      }
      done();
    });
    const cap = setTimeout(() => {
      observer.disconnect();
      resolve();
    }, capMs);
    for (const img of waiting) {
      img.addEventListener('error', () => {
        waiting.delete(img);
        done();
      }, { once: true });
    }
    observer.observe({ type: 'paint', buffered: true });
    if (waiting.size > 0) observer.observe({ type: 'element', buffered: true });
  }));
}
