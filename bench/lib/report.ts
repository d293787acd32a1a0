import { cpus, totalmem } from 'node:os';

/** Collects the figures of one `npm run bench` run as Markdown. */
export class Report {
  private readonly lines: string[] = [];
  readonly budgets: { name: string; met: boolean; detail: string }[] = [];

  section(title: string) {
    this.lines.push('', `## ${title}`, '');
    console.log(`\n== ${title}`);
  }

  table(header: string[], rows: (string | number)[][]) {
    const md = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`];
    for (const row of rows) md.push(`| ${row.join(' | ')} |`);
    this.lines.push(...md);
    console.table(rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]]))));
  }

  note(text: string) {
    this.lines.push('', text);
    console.log(text);
  }

  budget(name: string, met: boolean, detail: string) {
    this.budgets.push({ name, met, detail });
    console.log(`${met ? 'MET   ' : 'MISSED'} ${name}: ${detail}`);
  }

  markdown(startedAt: Date, durationS: number) {
    const cpu = cpus();
    return [
      '# Benchmark results (latest run)',
      '',
      `- Date: ${startedAt.toISOString()} (took ${Math.round(durationS)} s)`,
      `- Machine: ${cpu.length} x ${cpu[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, ${process.platform}`,
      '- Load generator: autocannon in the same machine over loopback; every ratio compares figures measured in this same run.',
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

export const ratio = (a: number, b: number) => (b === 0 ? 'n/a' : `${((a / b) * 100).toFixed(0)}%`);

/**
 * `previous` (a latest.md) with one section and its budget lines replaced by those of `partial` (the
 * markdown of a run of that section alone): the other sections' figures stay as their run wrote them.
 */
export function mergeSection(previous: string, partial: string, title: string, budgetPrefix: string) {
  const heading = `## ${title}`;
  const sectionOf = (md: string) => {
    const start = md.indexOf(heading);
    if (start < 0) return { start: -1, end: -1 };
    const next = md.indexOf('\n## ', start + heading.length);
    return { start, end: next < 0 ? md.length : next + 1 };
  };
  const part = sectionOf(partial);
  const section = partial.slice(part.start, part.end).trimEnd();
  const budgetLines = partial.split('\n').filter((l) => l.startsWith(`| ${budgetPrefix}`));
  if (!previous.includes('## Budgets')) return partial;
  let lines = previous.split('\n').filter((l) => !l.startsWith(`| ${budgetPrefix}`));
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
