import { render, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import type { Bar } from 'react-chartjs-2';
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { MONTH_NAMES } from '../../../utils/months';
import { BarChart } from './bar-chart';
import { DoughnutChart } from './doughnut-chart';
import { LazyBarChart, LazyDoughnutChart, LazyLineChart } from './lazy-charts';
import { LineChart } from './line-chart';

type ChartProps = ComponentProps<typeof Bar>;

// jsdom has no canvas: the chart library is replaced by a canvas that records what it was given.
const drawn = vi.hoisted(() => ({ charts: [] as { type: string; props: unknown }[] }));

vi.mock('react-chartjs-2', () => {
  const fake = (type: string) =>
    function FakeChart(props: { 'aria-label'?: string }) {
      drawn.charts.push({ type, props });
      return <canvas role="img" aria-label={props['aria-label']} data-chart={type} />;
    };
  return { Doughnut: fake('doughnut'), Bar: fake('bar'), Line: fake('line') };
});

function lastChart(type: string) {
  const chart = drawn.charts.filter((c) => c.type === type).at(-1);
  if (!chart) throw new Error(`No ${type} chart drawn`);
  return chart.props as ChartProps;
}

function tableRows(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

beforeEach(() => {
  drawn.charts = [];
});

describe('DoughnutChart', () => {
  const slices = [
    { label: 'Selected', value: 30 },
    { label: 'Applied', value: 90 },
  ];

  it('is a figure named by its label with a named chart image', () => {
    render(<DoughnutChart label="Conversion Metrics" slices={slices} />);
    const figure = screen.getByRole('figure', { name: 'Conversion Metrics' });
    expect(within(figure).getByRole('img', { name: 'Conversion Metrics' })).toBeInTheDocument();
  });

  it('gives screen readers the values and shares in a table', () => {
    render(<DoughnutChart label="Conversion Metrics" slices={slices} />);
    const table = screen.getByRole('table', { name: 'Conversion Metrics' });
    expect(tableRows(table)).toEqual([
      ['Category', 'Value', 'Share'],
      ['Selected', '30', '25%'],
      ['Applied', '90', '75%'],
    ]);
  });

  it('passes the slices to the chart, each in a colour of its own', () => {
    render(<DoughnutChart label="Conversion Metrics" slices={slices} />);
    const { data } = lastChart('doughnut');
    expect(data.labels).toEqual(['Selected', 'Applied']);
    expect(data.datasets[0]?.data).toEqual([30, 90]);
    expect(new Set(data.datasets[0]?.backgroundColor as string[]).size).toBe(2);
  });

  it('shows a message instead of an empty ring', () => {
    render(
      <DoughnutChart
        label="Conversion Metrics"
        slices={[
          { label: 'Selected', value: 0 },
          { label: 'Applied', value: 0 },
        ]}
        emptyMessage="No applications yet."
      />,
    );
    expect(screen.getByText('No applications yet.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('BarChart', () => {
  const applied = Array.from({ length: 12 }, (_, index) => index * 10);
  const selected = Array.from({ length: 12 }, (_, index) => index);

  it('draws one dataset per series over the months, each in a colour of its own', () => {
    render(
      <BarChart
        label="Applications per month"
        categories={MONTH_NAMES}
        series={[
          { label: 'Applied', values: applied },
          { label: 'Selected', values: selected },
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: 'Applications per month' })).toBeInTheDocument();
    const { data } = lastChart('bar');
    expect(data.labels).toEqual([...MONTH_NAMES]);
    expect(data.datasets.map((d) => d.label)).toEqual(['Applied', 'Selected']);
    expect(new Set(data.datasets.map((d) => d.backgroundColor)).size).toBe(2);
    expect(data.datasets[0]?.data).toEqual(applied);
  });

  it('gives screen readers one row per month and one column per series', () => {
    render(
      <BarChart
        label="Applications per month"
        categories={MONTH_NAMES}
        series={[
          { label: 'Applied', values: applied },
          { label: 'Selected', values: selected },
        ]}
      />,
    );
    const rows = tableRows(screen.getByRole('table', { name: 'Applications per month' }));
    expect(rows[0]).toEqual(['Month', 'Applied', 'Selected']);
    expect(rows[1]).toEqual(['January', '0', '0']);
    expect(rows[12]).toEqual(['December', '110', '11']);
  });
});

describe('LineChart', () => {
  const periods = ['January 2026', 'February 2026'];
  const series = ['Basic', 'Pro', 'Enterprise', 'Extra'].map((label, index) => ({
    label,
    values: [index * 1000, index * 1500.5],
  }));
  const money = (value: number) => `$${value.toFixed(2)}`;

  it('gives each line a colour of its own, beyond the three packages too', () => {
    render(
      <LineChart label="Sales Revenue" categories={periods} series={series} formatValue={money} />,
    );
    const colours = lastChart('line').data.datasets.map((d) => d.borderColor);
    expect(new Set(colours).size).toBe(4);
  });

  it('gives each line its own marker so colour is not the only signal', () => {
    render(<LineChart label="Sales Revenue" categories={periods} series={series} />);
    const styles = lastChart('line').data.datasets.map(
      (d) => (d as { pointStyle?: unknown }).pointStyle,
    );
    expect(new Set(styles).size).toBe(4);
  });

  it('formats the tooltips and the value axis with the given formatter', () => {
    render(
      <LineChart label="Sales Revenue" categories={periods} series={series} formatValue={money} />,
    );
    const { options } = lastChart('line') as unknown as {
      options: {
        plugins: { tooltip: { callbacks: { label: (item: unknown) => string } } };
        scales: { y: { ticks: { callback: (value: number) => string } } };
      };
    };
    expect(options.plugins.tooltip.callbacks.label({ dataset: { label: 'Pro' }, raw: 12.5 })).toBe(
      ' Pro: $12.50',
    );
    expect(options.scales.y.ticks.callback(40)).toBe('$40.00');
  });

  it('formats the screen-reader table with the given formatter', () => {
    render(
      <LineChart label="Sales Revenue" categories={periods} series={series} formatValue={money} />,
    );
    const rows = tableRows(screen.getByRole('table', { name: 'Sales Revenue' }));
    expect(rows[0]).toEqual(['Period', 'Basic', 'Pro', 'Enterprise', 'Extra']);
    expect(rows[2]).toEqual(['February 2026', '$0.00', '$1500.50', '$3001.00', '$4501.50']);
  });
});

describe('lazy charts', () => {
  it('show a loading placeholder, then the chart', async () => {
    render(
      <>
        <LazyDoughnutChart label="Conversion Metrics" slices={[{ label: 'Applied', value: 1 }]} />
        <LazyBarChart
          label="Applications"
          categories={['January']}
          series={[{ label: 'A', values: [1] }]}
        />
        <LazyLineChart
          label="Revenue"
          categories={['January']}
          series={[{ label: 'B', values: [1] }]}
        />
      </>,
    );
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual([
      'Loading Conversion Metrics chart…',
      'Loading Applications chart…',
      'Loading Revenue chart…',
    ]);
    expect(await screen.findByRole('img', { name: 'Conversion Metrics' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Applications' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Revenue' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
