/**
 * Reading processes from /proc (Linux): command lines, children and peak resident memory.
 *
 * Peak RSS is `VmHWM` from `/proc/PID/status`. It is sampled while the process runs, and a
 * sample counts only while the pid's command line is the one expected: `deno run` (or the
 * `sh -c 'exec …'` that starts it) may exec, which keeps the pid but starts a new address
 * space with its own high-water mark. A drop in `VmHWM` is such an exec, and starts over.
 *
 * @module
 */

/**
 * The command line of `pid`, word by word.
 *
 * @returns The words, or null when the process is gone (or a zombie).
 */
export function cmdline(pid: number): string[] | null {
  try {
    const raw = Deno.readTextFileSync(`/proc/${pid}/cmdline`);
    if (raw === "") return null;
    return raw.replace(/\0$/, "").split("\0");
  } catch {
    return null;
  }
}

/**
 * `VmHWM` of `pid` in KiB.
 *
 * @returns The value, or null when the process is gone or has no memory any more.
 */
export function peakRssKiB(pid: number): number | null {
  try {
    const status = Deno.readTextFileSync(`/proc/${pid}/status`);
    const match = /^VmHWM:\s+(\d+) kB/m.exec(status);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** Every live descendant of `root` (children first, then theirs). */
export function descendants(root: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of Deno.readDirSync("/proc")) {
    if (!/^\d+$/.test(entry.name)) continue;
    try {
      const stat = Deno.readTextFileSync(`/proc/${entry.name}/stat`);
      // pid (comm) state ppid …; comm may hold spaces and parentheses.
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const list = parents.get(ppid) ?? [];
      list.push(Number(entry.name));
      parents.set(ppid, list);
    } catch {
      // gone meanwhile
    }
  }
  const out: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    for (const child of parents.get(queue.shift()!) ?? []) {
      out.push(child);
      queue.push(child);
    }
  }
  return out;
}

/** Samples the peak RSS of one process while it runs. */
export class PeakRssSampler {
  #pid: number;
  #matches: (argv: string[]) => boolean;
  #timer: ReturnType<typeof setInterval>;
  #peak = 0;
  #samples = 0;
  #resolvedPid: number | null = null;

  /**
   * Starts sampling every `intervalMs`.
   *
   * @param pid The process started (it, or a descendant, becomes the one measured).
   * @param matches Whether a command line is the process to measure.
   * @param intervalMs Time between samples.
   */
  constructor(pid: number, matches: (argv: string[]) => boolean, intervalMs = 10) {
    this.#pid = pid;
    this.#matches = matches;
    this.#timer = setInterval(() => this.sample(), intervalMs);
  }

  /** Takes one sample now. */
  sample(): void {
    const pid = this.#target();
    if (pid === null) return;
    const kib = peakRssKiB(pid);
    const argv = cmdline(pid);
    if (kib === null || argv === null || !this.#matches(argv)) return;
    this.#peak = kib < this.#peak ? kib : Math.max(this.#peak, kib); // a drop is an exec
    this.#samples++;
  }

  #target(): number | null {
    if (this.#resolvedPid !== null) return this.#resolvedPid;
    const own = cmdline(this.#pid);
    if (own !== null && this.#matches(own)) return this.#resolvedPid = this.#pid;
    // Not (yet) the program: a launcher that forks rather than execs is looked through.
    for (const pid of descendants(this.#pid)) {
      const argv = cmdline(pid);
      if (argv !== null && this.#matches(argv)) return this.#resolvedPid = pid;
    }
    return null;
  }

  /**
   * Stops sampling.
   *
   * @returns The peak in KiB and how many samples it rests on, and which pid was measured.
   */
  stop(): { peakKiB: number; samples: number; pid: number | null } {
    clearInterval(this.#timer);
    return { peakKiB: this.#peak, samples: this.#samples, pid: this.#resolvedPid };
  }
}
