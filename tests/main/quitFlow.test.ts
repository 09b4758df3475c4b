import { describe, expect, it } from 'vitest';
import { createQuitFlow } from '../../src/main/quitFlow';

function harness(pageAnswers = true) {
  const log: string[] = [];
  const timers: (() => void)[] = [];
  const flow = createQuitFlow({
    askPage: () => { log.push('ask'); return pageAnswers; },
    quit: () => log.push('quit'),
    later: (ms, run) => { log.push(`wait ${ms}`); timers.push(run); },
  }, 2000);
  return { flow, log, timers };
}

describe('quitting lets the page autosave first', () => {
  it('asks the page and quits when it confirms', () => {
    const { flow, log } = harness();
    flow.request();
    expect(log).toEqual(['ask', 'wait 2000']);
    flow.confirm();
    expect(log).toEqual(['ask', 'wait 2000', 'quit']);
  });

  it('holds the window close button until the page has saved, then lets the windows close', () => {
    const { flow, log } = harness();
    expect(flow.mayClose()).toBe(false);
    expect(log).toEqual(['ask', 'wait 2000']);
    flow.confirm();
    expect(flow.mayClose()).toBe(true);
    expect(log.filter((l) => l === 'ask')).toHaveLength(1);
  });

  it('quits anyway when the page does not answer within the grace period', () => {
    const { flow, log, timers } = harness();
    flow.request();
    timers.forEach((run) => run());
    expect(log.at(-1)).toBe('quit');
    expect(flow.mayClose()).toBe(true);
  });

  it('quits at once on a second request, or when there is no page to ask', () => {
    const twice = harness();
    twice.flow.request();
    expect(twice.flow.mayClose()).toBe(true);
    expect(twice.log).toEqual(['ask', 'wait 2000', 'quit']);
    const noPage = harness(false);
    expect(noPage.flow.mayClose()).toBe(true);
    expect(noPage.log).toEqual(['ask', 'quit']);
  });
});
