// A Lighthouse trace with each renderer main-thread task as long as the processor actually ran it (its thread CPU
// time, `tdur`), for bench/lighthouse.ts's companion score. On this 2-core machine the page's main thread is often
// runnable but waiting while Chromium's other threads and processes run (docs/performance.md, method §5), and
// Lighthouse's simulation multiplies that wait by the CPU slowdown as if the page had worked. Lighthouse audits the
// squeezed trace again (its audit mode, -A): the score the page's own work earns on the slow machine, reported
// beside the measured one, never instead of it.

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
};

/**
 * Shortens every top-level task (`RunTask`) of every renderer main thread (`CrRendererMain`) to its CPU time, and
 * moves and shortens what happened within it in proportion, so that the task's own events still nest. A task that
 * was never off the processor (or has no CPU time recorded) is left as it was. Returns the main-thread task time
 * before and after, in microseconds. The events are changed in place.
 */
export function squeezeToCpuTime(events: TraceEvent[]): { beforeUs: number; afterUs: number } {
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (!mainThreads.has(thread) || event.ph === 'M') continue;
    const list = byThread.get(thread) ?? [];
    list.push(event);
    byThread.set(thread, list);
  }
  let beforeUs = 0;
  let afterUs = 0;
  for (const list of byThread.values()) {
    // Earlier first; of two starting together, the longer (the enclosing one) first.
    list.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    let next = 0;
    let taskEnd = Number.NEGATIVE_INFINITY;
    for (const task of list) {
      if (task.ph !== 'X' || task.name !== 'RunTask' || task.ts < taskEnd || !task.dur) continue;
      const start = task.ts;
      const end = start + task.dur;
      taskEnd = end;
      const ratio = task.tdur === undefined ? 1 : Math.min(1, task.tdur / task.dur);
      beforeUs += task.dur;
      while (next < list.length && list[next].ts < start) next++;
      for (let i = next; i < list.length && list[i].ts <= end; i++) {
        const event = list[i];
        // Not the task itself, nor an event that only began within it and outlasted it.
        if (event === task || (event.dur !== undefined && event.ts + event.dur > end)) continue;
        event.ts = start + (event.ts - start) * ratio;
        if (event.dur !== undefined) event.dur *= ratio;
      }
      task.dur *= ratio;
      afterUs += task.dur;
    }
  }
  return { beforeUs, afterUs };
}
