import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis } from 'recharts';

/**
 * The seven-bar chart of a dashboard tile. Loaded on demand (React.lazy), so recharts is only in
 * the overview's bundle. It is decoration for sighted users: the tile carries a text alternative.
 */
export default function OverviewChart({
  values,
  labels,
  format,
}: {
  values: number[];
  labels: string[];
  format: (value: number) => string;
}) {
  const data = values.map((value, index) => ({ label: labels[index] ?? '', value }));
  return (
    <ResponsiveContainer width="100%" height={72}>
      <BarChart data={data} margin={{ top: 4, right: 0, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <XAxis dataKey="label" tickLine={false} axisLine={false} tick={{ fontSize: 11, fill: '#64748b' }} />
        <Tooltip
          cursor={{ fill: '#ecfdf7' }}
          formatter={(value) => [format(Number(value)), '']}
          separator=""
        />
        <Bar dataKey="value" fill="#0b8466" radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
