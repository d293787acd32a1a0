import { cpus, loadavg, totalmem } from 'node:os';

/** The machine's load average over 1, 5 and 15 minutes, e.g. `1.79 / 1.10 / 0.44`. */
export const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');

export const cores = () => cpus().length;

/** The middle value (the lower middle of an even count). */
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

/** The cause of a missed speed budget when nothing in the measurement itself explains it. */
export const sharedCpu = () =>
  `CPU shared on ${cores()} cores with the load generator (autocannon, in the bench's own process) and the machine's other work, load average ${loadavg()[0]!.toFixed(2)}`;

/** Collects the figures of one `npm run bench` run as Markdown. */
export class Report {
  private readonly lines: string[] = [];
  private readonly startLoad = loadAverage();
  /** The line of the open section that receives its load average once the section ends. */
  private open: { at: number; load: string } | null = null;
  readonly budgets: { name: string; met: boolean; detail: string }[] = [];

  section(title: string) {
    this.closeSection();
    this.lines.push('', `## ${title}`, '', '');
    this.open = { at: this.lines.length - 1, load: loadAverage() };
    console.log(`\n== ${title} (load average ${this.open.load})`);
  }

  private closeSection() {
    if (!this.open) return;
    this.lines[this.open.at] =
      `Load average (1 / 5 / 15 min, ${cores()} cores): ${this.open.load} when this section started, ${loadAverage()} when it ended.`;
    this.open = null;
  }

  table(header: string[], rows: (string | number)[][]) {
    const md = ['', `| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`];
    for (const row of rows) md.push(`| ${row.join(' | ')} |`);
    this.lines.push(...md);
    console.table(rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]]))));
  }

  note(text: string) {
    this.lines.push('', text);
    console.log(text);
  }

  /**
   * One budget: its figures, the 1-minute load average when it was measured and, when missed, its
   * cause (what the measurement shows; the shared CPU when it shows nothing else).
   */
  budget(name: string, met: boolean, figures: string, cause?: string) {
    const detail = `${figures}; load ${loadavg()[0]!.toFixed(2)}${met ? '' : `; cause: ${cause ?? sharedCpu()}`}`;
    this.budgets.push({ name, met, detail });
    console.log(`${met ? 'MET   ' : 'MISSED'} ${name}: ${detail}`);
  }

  markdown(startedAt: Date, durationS: number) {
    this.closeSection();
    const cpu = cpus();
    return [
      '# Benchmark results (latest run)',
      '',
      `- Date: ${startedAt.toISOString()} (took ${Math.round(durationS)} s)`,
      `- Machine: ${cpu.length} x ${cpu[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, ${process.platform}`,
      `- Load average (1 / 5 / 15 min): ${this.startLoad} at the start, ${loadAverage()} at the end; each section gives its own, each budget the 1-minute figure when it was measured ("load").`,
      '- Load generator: autocannon in the same machine over loopback; every ratio compares figures measured in this same run.',
      `- Each budget's figure is the median of three runs of its measurement: load tests ${RUNS} autocannon runs of ${LOAD_SECONDS} s after a 2 s warm-up (shortened from one run of 8 s so the three fit the run's time), single-client latency ${RUNS} series of requests, Lighthouse ${RUNS} audits per page, search ${RUNS} rounds on a freshly started server, booking throughput ${RUNS} rounds. Peak RSS is the peak over all runs.`,
      '',
      '## Budgets',
      '',
      '| Budget | Result | Figures |',
      '|---|---|---|',
      ...this.budgets.map((b) => `| ${b.name} | ${b.met ? 'met' : 'MISSED'} | ${b.detail} |`),
      ...this.lines,
      '',
    ].join('\n');
  }
}

/** Runs of each measurement whose median a budget reports (BENCH_RUNS, default 3). */
export const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
/** Seconds of each autocannon run (BENCH_LOAD_SECONDS, default 5). */
export const LOAD_SECONDS = Math.max(1, Number(process.env.BENCH_LOAD_SECONDS ?? 5));

export const ratio = (a: number, b: number) => (b === 0 ? 'n/a' : `${((a / b) * 100).toFixed(0)}%`);

const MEASURED_APART = 'This section was measured on';

/**
 * `previous` (a latest.md) with one section and its budget lines replaced by those of `partial` (the
 * markdown of a run of that section alone): the other sections' figures stay as their run wrote them.
 * `budget` tells the section's budget lines by the start of their name (or a pattern of the line).
 */
export function mergeSection(previous: string, partial: string, title: string, budget: string | RegExp) {
  const isBudget = (line: string) =>
    typeof budget === 'string' ? line.startsWith(`| ${budget}`) : budget.test(line);
  const heading = `## ${title}`;
  const sectionOf = (md: string) => {
    const start = md.indexOf(heading);
    if (start < 0) return { start: -1, end: -1 };
    const next = md.indexOf('\n## ', start + heading.length);
    return { start, end: next < 0 ? md.length : next + 1 };
  };
  const part = sectionOf(partial);
  // The section says when it was measured, as it was not measured with the rest of the file.
  const raw = partial.slice(part.start, part.end).trimEnd();
  const date = /^- Date: (\S+)/m.exec(partial)?.[1];
  const section =
    date && !raw.includes(MEASURED_APART)
      ? raw.replace(heading, `${heading}\n\n${MEASURED_APART} ${date}, not with the rest of this file.`)
      : raw;
  const budgetLines = partial.split('\n').filter(isBudget);
  if (!previous.includes('## Budgets')) return partial;
  let lines = previous.split('\n').filter((l) => !isBudget(l));
  const budgetsAt = lines.indexOf('## Budgets');
  let end = budgetsAt + 1;
  while (end < lines.length && (lines[end] === '' || lines[end]!.startsWith('|'))) end++;
  while (end > budgetsAt && lines[end - 1] === '') end--;
  lines = [...lines.slice(0, end), ...budgetLines, ...lines.slice(end)];
  const merged = lines.join('\n');
  const old = sectionOf(merged);
  if (old.start < 0) return `${merged.trimEnd()}\n\n${section}\n`;
  const rest = merged.slice(old.end).trimStart();
  return rest
    ? `${merged.slice(0, old.start)}${section}\n\n${rest.trimEnd()}\n`
    : `${merged.slice(0, old.start)}${section}\n`;
}
