// bench/cpu-time-trace.ts: the companion score's trace, each renderer main-thread task as long as its CPU time.
import { squeezeToCpuTime } from '../bench/cpu-time-trace';

const thread = (pid: number, tid: number, name: string) => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: { name },
});

test('a main-thread task and what ran within it shrink to its CPU time; other threads are left alone', () => {
  const task = { name: 'RunTask', ph: 'X', pid: 1, tid: 10, ts: 1_000, dur: 100, tdur: 40 };
  const layout = { name: 'Layout', ph: 'X', pid: 1, tid: 10, ts: 1_050, dur: 40, tdur: 10 };
  const mark = { name: 'firstPaint', ph: 'I', pid: 1, tid: 10, ts: 1_095 };
  const whole = { name: 'RunTask', ph: 'X', pid: 1, tid: 10, ts: 2_000, dur: 30, tdur: 30 };
  const compositor = { name: 'RunTask', ph: 'X', pid: 1, tid: 11, ts: 1_000, dur: 100, tdur: 5 };
  const browser = { name: 'RunTask', ph: 'X', pid: 2, tid: 20, ts: 1_000, dur: 100, tdur: 5 };
  const events = [
    thread(1, 10, 'CrRendererMain'),
    thread(1, 11, 'Compositor'),
    thread(2, 20, 'CrBrowserMain'),
    mark,
    layout,
    task,
    whole,
    compositor,
    browser,
  ];

  expect(squeezeToCpuTime(events)).toEqual({ beforeUs: 130, afterUs: 70 });
  expect(task).toMatchObject({ ts: 1_000, dur: 40 });
  // 50 µs into a task squeezed to 0.4 is 20 µs into it; its 40 µs are 16.
  expect(layout).toMatchObject({ ts: 1_020, dur: 16 });
  expect(mark.ts).toBe(1_038);
  expect(whole).toMatchObject({ ts: 2_000, dur: 30 });
  expect(compositor).toMatchObject({ ts: 1_000, dur: 100 });
  expect(browser).toMatchObject({ ts: 1_000, dur: 100 });
});

test('a task without CPU time recorded, and a nested task, are not squeezed twice', () => {
  const unknown = { name: 'RunTask', ph: 'X', pid: 1, tid: 10, ts: 0, dur: 50 };
  const outer = { name: 'RunTask', ph: 'X', pid: 1, tid: 10, ts: 100, dur: 100, tdur: 50 };
  const nested = { name: 'RunTask', ph: 'X', pid: 1, tid: 10, ts: 120, dur: 20, tdur: 5 };
  const events = [thread(1, 10, 'CrRendererMain'), unknown, nested, outer];

  expect(squeezeToCpuTime(events)).toEqual({ beforeUs: 150, afterUs: 100 });
  expect(unknown.dur).toBe(50);
  expect(outer).toMatchObject({ ts: 100, dur: 50 });
  expect(nested).toMatchObject({ ts: 110, dur: 10 });
});
