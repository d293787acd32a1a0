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
