/**
 * Whether a process group still has a process that runs. A signal to the group succeeds while
 * any member is left, a zombie too: one its parent has not reaped yet (a wrapper that died
 * before reaping the agent leaves it to PID 1, which may reap it late, or never when the
 * daemon is PID 1 itself). Where `/proc` can be read (Linux) a zombie is told apart; elsewhere
 * the signal's answer is all there is. One look at `/proc` (read without blocking the event
 * loop) serves every group waited for within {@linkcode SNAPSHOT_MS}: a shutdown ending a
 * hundred groups reads it once per period, not once per group.
 *
 * @module
 */ import { signalGroup } from "./group_watchdog.ts";
import { parseProcStat } from "./proc_stat.ts";
/** How long one look at `/proc` answers for every group. */ const SNAPSHOT_MS = 100;
/** The groups with a process that runs, as of `at` (ms since the epoch), or null without `/proc`. */ let snapshot;
/** Reads `/proc`: the groups that have a process that is not a zombie; null when it cannot. */ async function runningGroups() {
  const running = new Set();
  try {
    for await (const entry of Deno.readDir("/proc")){
      if (!/^[0-9]+$/.test(entry.name)) continue;
      let stat;
      try {
        stat = await Deno.readTextFile(`/proc/${entry.name}/stat`);
      } catch  {
        continue; // gone meanwhile, or not ours to read
      }
      const { state, pgrp } = parseProcStat(stat);
      if (state !== "Z" && state !== "X") running.add(pgrp);
    }
  } catch  {
    return null; // no /proc
  }
  return running;
}
/**
 * Whether group `pgid` has a member that is not a zombie: SIGCONT (which a process that is not
 * stopped ignores) says whether any is left, then `/proc` says whether one of them still runs.
 *
 * @param pgid The group's id.
 * @param since A look at `/proc` older than this (ms since the epoch) is not used: one from
 *   before the group's leader went may not know of what it left. By default, now: a look of
 *   its own (a caller that polls passes when its wait began, to share looks).
 * @returns False once no member runs; true while one does (or `/proc` cannot tell).
 * @throws What a signal to the group throws besides "no such process" (EPERM, say).
 *
 * @example A group that never existed has no member
 * ```ts
 * import { groupRuns } from "./group_members.ts";
 * console.log(await groupRuns(2 ** 22 + 1)); // false
 * ```
 */ export async function groupRuns(pgid, since = Date.now()) {
  if (!signalGroup(pgid, "SIGCONT")) return false;
  if (snapshot === undefined || Date.now() - snapshot.at >= SNAPSHOT_MS || snapshot.at < since) {
    snapshot = {
      at: Date.now(),
      running: runningGroups()
    };
  }
  const running = await snapshot.running;
  return running === null || running.has(pgid);
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImZpbGU6Ly8vdG1wL3d0L3Byb2Nlc3MvZ3JvdXBfbWVtYmVycy50cyJdLCJzb3VyY2VzQ29udGVudCI6WyIvKipcbiAqIFdoZXRoZXIgYSBwcm9jZXNzIGdyb3VwIHN0aWxsIGhhcyBhIHByb2Nlc3MgdGhhdCBydW5zLiBBIHNpZ25hbCB0byB0aGUgZ3JvdXAgc3VjY2VlZHMgd2hpbGVcbiAqIGFueSBtZW1iZXIgaXMgbGVmdCwgYSB6b21iaWUgdG9vOiBvbmUgaXRzIHBhcmVudCBoYXMgbm90IHJlYXBlZCB5ZXQgKGEgd3JhcHBlciB0aGF0IGRpZWRcbiAqIGJlZm9yZSByZWFwaW5nIHRoZSBhZ2VudCBsZWF2ZXMgaXQgdG8gUElEIDEsIHdoaWNoIG1heSByZWFwIGl0IGxhdGUsIG9yIG5ldmVyIHdoZW4gdGhlXG4gKiBkYWVtb24gaXMgUElEIDEgaXRzZWxmKS4gV2hlcmUgYC9wcm9jYCBjYW4gYmUgcmVhZCAoTGludXgpIGEgem9tYmllIGlzIHRvbGQgYXBhcnQ7IGVsc2V3aGVyZVxuICogdGhlIHNpZ25hbCdzIGFuc3dlciBpcyBhbGwgdGhlcmUgaXMuIE9uZSBsb29rIGF0IGAvcHJvY2AgKHJlYWQgd2l0aG91dCBibG9ja2luZyB0aGUgZXZlbnRcbiAqIGxvb3ApIHNlcnZlcyBldmVyeSBncm91cCB3YWl0ZWQgZm9yIHdpdGhpbiB7QGxpbmtjb2RlIFNOQVBTSE9UX01TfTogYSBzaHV0ZG93biBlbmRpbmcgYVxuICogaHVuZHJlZCBncm91cHMgcmVhZHMgaXQgb25jZSBwZXIgcGVyaW9kLCBub3Qgb25jZSBwZXIgZ3JvdXAuXG4gKlxuICogQG1vZHVsZVxuICovXG5cbmltcG9ydCB7IHNpZ25hbEdyb3VwIH0gZnJvbSBcIi4vZ3JvdXBfd2F0Y2hkb2cudHNcIjtcbmltcG9ydCB7IHBhcnNlUHJvY1N0YXQgfSBmcm9tIFwiLi9wcm9jX3N0YXQudHNcIjtcblxuLyoqIEhvdyBsb25nIG9uZSBsb29rIGF0IGAvcHJvY2AgYW5zd2VycyBmb3IgZXZlcnkgZ3JvdXAuICovXG5jb25zdCBTTkFQU0hPVF9NUyA9IDEwMDtcblxuLyoqIFRoZSBncm91cHMgd2l0aCBhIHByb2Nlc3MgdGhhdCBydW5zLCBhcyBvZiBgYXRgIChtcyBzaW5jZSB0aGUgZXBvY2gpLCBvciBudWxsIHdpdGhvdXQgYC9wcm9jYC4gKi9cbmxldCBzbmFwc2hvdDogeyBhdDogbnVtYmVyOyBydW5uaW5nOiBQcm9taXNlPFNldDxudW1iZXI+IHwgbnVsbD4gfSB8IHVuZGVmaW5lZDtcblxuLyoqIFJlYWRzIGAvcHJvY2A6IHRoZSBncm91cHMgdGhhdCBoYXZlIGEgcHJvY2VzcyB0aGF0IGlzIG5vdCBhIHpvbWJpZTsgbnVsbCB3aGVuIGl0IGNhbm5vdC4gKi9cbmFzeW5jIGZ1bmN0aW9uIHJ1bm5pbmdHcm91cHMoKTogUHJvbWlzZTxTZXQ8bnVtYmVyPiB8IG51bGw+IHtcbiAgY29uc3QgcnVubmluZyA9IG5ldyBTZXQ8bnVtYmVyPigpO1xuICB0cnkge1xuICAgIGZvciBhd2FpdCAoY29uc3QgZW50cnkgb2YgRGVuby5yZWFkRGlyKFwiL3Byb2NcIikpIHtcbiAgICAgIGlmICghL15bMC05XSskLy50ZXN0KGVudHJ5Lm5hbWUpKSBjb250aW51ZTtcbiAgICAgIGxldCBzdGF0OiBzdHJpbmc7XG4gICAgICB0cnkge1xuICAgICAgICBzdGF0ID0gYXdhaXQgRGVuby5yZWFkVGV4dEZpbGUoYC9wcm9jLyR7ZW50cnkubmFtZX0vc3RhdGApO1xuICAgICAgfSBjYXRjaCB7XG4gICAgICAgIGNvbnRpbnVlOyAvLyBnb25lIG1lYW53aGlsZSwgb3Igbm90IG91cnMgdG8gcmVhZFxuICAgICAgfVxuICAgICAgY29uc3QgeyBzdGF0ZSwgcGdycCB9ID0gcGFyc2VQcm9jU3RhdChzdGF0KTtcbiAgICAgIGlmIChzdGF0ZSAhPT0gXCJaXCIgJiYgc3RhdGUgIT09IFwiWFwiKSBydW5uaW5nLmFkZChwZ3JwKTtcbiAgICB9XG4gIH0gY2F0Y2gge1xuICAgIHJldHVybiBudWxsOyAvLyBubyAvcHJvY1xuICB9XG4gIHJldHVybiBydW5uaW5nO1xufVxuXG4vKipcbiAqIFdoZXRoZXIgZ3JvdXAgYHBnaWRgIGhhcyBhIG1lbWJlciB0aGF0IGlzIG5vdCBhIHpvbWJpZTogU0lHQ09OVCAod2hpY2ggYSBwcm9jZXNzIHRoYXQgaXMgbm90XG4gKiBzdG9wcGVkIGlnbm9yZXMpIHNheXMgd2hldGhlciBhbnkgaXMgbGVmdCwgdGhlbiBgL3Byb2NgIHNheXMgd2hldGhlciBvbmUgb2YgdGhlbSBzdGlsbCBydW5zLlxuICpcbiAqIEBwYXJhbSBwZ2lkIFRoZSBncm91cCdzIGlkLlxuICogQHBhcmFtIHNpbmNlIEEgbG9vayBhdCBgL3Byb2NgIG9sZGVyIHRoYW4gdGhpcyAobXMgc2luY2UgdGhlIGVwb2NoKSBpcyBub3QgdXNlZDogb25lIGZyb21cbiAqICAgYmVmb3JlIHRoZSBncm91cCdzIGxlYWRlciB3ZW50IG1heSBub3Qga25vdyBvZiB3aGF0IGl0IGxlZnQuIEJ5IGRlZmF1bHQsIG5vdzogYSBsb29rIG9mXG4gKiAgIGl0cyBvd24gKGEgY2FsbGVyIHRoYXQgcG9sbHMgcGFzc2VzIHdoZW4gaXRzIHdhaXQgYmVnYW4sIHRvIHNoYXJlIGxvb2tzKS5cbiAqIEByZXR1cm5zIEZhbHNlIG9uY2Ugbm8gbWVtYmVyIHJ1bnM7IHRydWUgd2hpbGUgb25lIGRvZXMgKG9yIGAvcHJvY2AgY2Fubm90IHRlbGwpLlxuICogQHRocm93cyBXaGF0IGEgc2lnbmFsIHRvIHRoZSBncm91cCB0aHJvd3MgYmVzaWRlcyBcIm5vIHN1Y2ggcHJvY2Vzc1wiIChFUEVSTSwgc2F5KS5cbiAqXG4gKiBAZXhhbXBsZSBBIGdyb3VwIHRoYXQgbmV2ZXIgZXhpc3RlZCBoYXMgbm8gbWVtYmVyXG4gKiBgYGB0c1xuICogaW1wb3J0IHsgZ3JvdXBSdW5zIH0gZnJvbSBcIi4vZ3JvdXBfbWVtYmVycy50c1wiO1xuICogY29uc29sZS5sb2coYXdhaXQgZ3JvdXBSdW5zKDIgKiogMjIgKyAxKSk7IC8vIGZhbHNlXG4gKiBgYGBcbiAqL1xuZXhwb3J0IGFzeW5jIGZ1bmN0aW9uIGdyb3VwUnVucyhwZ2lkOiBudW1iZXIsIHNpbmNlOiBudW1iZXIgPSBEYXRlLm5vdygpKTogUHJvbWlzZTxib29sZWFuPiB7XG4gIGlmICghc2lnbmFsR3JvdXAocGdpZCwgXCJTSUdDT05UXCIpKSByZXR1cm4gZmFsc2U7XG4gIGlmIChzbmFwc2hvdCA9PT0gdW5kZWZpbmVkIHx8IERhdGUubm93KCkgLSBzbmFwc2hvdC5hdCA+PSBTTkFQU0hPVF9NUyB8fCBzbmFwc2hvdC5hdCA8IHNpbmNlKSB7XG4gICAgc25hcHNob3QgPSB7IGF0OiBEYXRlLm5vdygpLCBydW5uaW5nOiBydW5uaW5nR3JvdXBzKCkgfTtcbiAgfVxuICBjb25zdCBydW5uaW5nID0gYXdhaXQgc25hcHNob3QucnVubmluZztcbiAgcmV0dXJuIHJ1bm5pbmcgPT09IG51bGwgfHwgcnVubmluZy5oYXMocGdpZCk7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6IkFBQUE7Ozs7Ozs7Ozs7Q0FVQyxHQUVELFNBQVMsV0FBVyxRQUFRLHNCQUFzQjtBQUNsRCxTQUFTLGFBQWEsUUFBUSxpQkFBaUI7QUFFL0MsMERBQTBELEdBQzFELE1BQU0sY0FBYztBQUVwQixtR0FBbUcsR0FDbkcsSUFBSTtBQUVKLDZGQUE2RixHQUM3RixlQUFlO0VBQ2IsTUFBTSxVQUFVLElBQUk7RUFDcEIsSUFBSTtJQUNGLFdBQVcsTUFBTSxTQUFTLEtBQUssT0FBTyxDQUFDLFNBQVU7TUFDL0MsSUFBSSxDQUFDLFdBQVcsSUFBSSxDQUFDLE1BQU0sSUFBSSxHQUFHO01BQ2xDLElBQUk7TUFDSixJQUFJO1FBQ0YsT0FBTyxNQUFNLEtBQUssWUFBWSxDQUFDLENBQUMsTUFBTSxFQUFFLE1BQU0sSUFBSSxDQUFDLEtBQUssQ0FBQztNQUMzRCxFQUFFLE9BQU07UUFDTixVQUFVLHNDQUFzQztNQUNsRDtNQUNBLE1BQU0sRUFBRSxLQUFLLEVBQUUsSUFBSSxFQUFFLEdBQUcsY0FBYztNQUN0QyxJQUFJLFVBQVUsT0FBTyxVQUFVLEtBQUssUUFBUSxHQUFHLENBQUM7SUFDbEQ7RUFDRixFQUFFLE9BQU07SUFDTixPQUFPLE1BQU0sV0FBVztFQUMxQjtFQUNBLE9BQU87QUFDVDtBQUVBOzs7Ozs7Ozs7Ozs7Ozs7O0NBZ0JDLEdBQ0QsT0FBTyxlQUFlLFVBQVUsSUFBWSxFQUFFLFFBQWdCLEtBQUssR0FBRyxFQUFFO0VBQ3RFLElBQUksQ0FBQyxZQUFZLE1BQU0sWUFBWSxPQUFPO0VBQzFDLElBQUksYUFBYSxhQUFhLEtBQUssR0FBRyxLQUFLLFNBQVMsRUFBRSxJQUFJLGVBQWUsU0FBUyxFQUFFLEdBQUcsT0FBTztJQUM1RixXQUFXO01BQUUsSUFBSSxLQUFLLEdBQUc7TUFBSSxTQUFTO0lBQWdCO0VBQ3hEO0VBQ0EsTUFBTSxVQUFVLE1BQU0sU0FBUyxPQUFPO0VBQ3RDLE9BQU8sWUFBWSxRQUFRLFFBQVEsR0FBRyxDQUFDO0FBQ3pDIn0=
// denoCacheMetadata=13564879053872928646,5817988109997132617