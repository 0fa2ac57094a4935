import { IdleRelease, type ReleaseMemory } from './idle-release';
import { silentLogger, type Logger } from '../logger';

const MB = 1048576;

describe('IdleRelease', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /**
   * A process whose resident size the test sets, and a release that brings it down to `live` (or the
   * given one).
   */
  function setUp(options: { release?: ReleaseMemory; logger?: Logger } = {}) {
    const proc = { rss: 100 * MB, live: 100 * MB };
    const release = jest.fn(
      options.release ??
        (() => {
          proc.rss = proc.live;
        }),
    );
    const idle = new IdleRelease({
      release,
      logger: options.logger ?? silentLogger,
      idleMs: 1000,
      growthBytes: 64 * MB,
      rss: () => proc.rss,
    });
    return { proc, release, idle };
  }

  it('releases once the server has been idle after its resident size grew', async () => {
    const { proc, release, idle } = setUp();
    idle.begin();
    proc.rss += 400 * MB;
    idle.end();
    await jest.advanceTimersByTimeAsync(999);
    expect(release).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('waits while any request runs, and for a full idle period after the last one', async () => {
    const { proc, release, idle } = setUp();
    proc.rss += 400 * MB;
    idle.begin();
    idle.begin();
    idle.end();
    await jest.advanceTimersByTimeAsync(5000);
    expect(release).not.toHaveBeenCalled();
    idle.end();
    await jest.advanceTimersByTimeAsync(600);
    idle.begin();
    idle.end();
    await jest.advanceTimersByTimeAsync(600);
    expect(release).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(400);
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('does not pause for small growth, and measures growth from what the last release left', async () => {
    const { proc, release, idle } = setUp();
    proc.rss += 10 * MB;
    idle.end();
    await jest.advanceTimersByTimeAsync(1000);
    expect(release).not.toHaveBeenCalled();
    // Live data grew by 200 MB: one release, after which that is the new floor.
    proc.live += 200 * MB;
    proc.rss = proc.live + 100 * MB;
    idle.end();
    await jest.advanceTimersByTimeAsync(1000);
    expect(release).toHaveBeenCalledTimes(1);
    proc.rss += 30 * MB;
    idle.end();
    await jest.advanceTimersByTimeAsync(1000);
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('logs a failed release and tries again after the next burst', async () => {
    const warnings: string[] = [];
    const { proc, release, idle } = setUp({
      release: async () => {
        throw new Error('no memory to give');
      },
      logger: { ...silentLogger, warn: (m) => warnings.push(m) },
    });
    proc.rss += 100 * MB;
    idle.end();
    await jest.advanceTimersByTimeAsync(1000);
    expect(warnings).toEqual(['idle memory release failed: no memory to give']);
    proc.rss += 100 * MB;
    idle.end();
    await jest.advanceTimersByTimeAsync(1000);
    expect(release).toHaveBeenCalledTimes(2);
  });

  it('stops: no release after stop()', async () => {
    const { proc, release, idle } = setUp();
    proc.rss += 400 * MB;
    idle.end();
    idle.stop();
    await jest.advanceTimersByTimeAsync(5000);
    expect(release).not.toHaveBeenCalled();
  });
});
