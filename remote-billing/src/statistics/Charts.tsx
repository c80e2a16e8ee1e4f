// The statistics charts (ECharts, only the parts used: bar, line and pie with the SVG renderer).
// This module is loaded with import() by the statistics screen only, so ECharts never reaches the
// console's first screen or any other screen.
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export type ChartOption = echarts.EChartsCoreOption;

/** One chart; `label` names it for screen readers (the numbers are in the tables next to it). */
export default function Chart({
  option,
  label,
  height = 280,
}: {
  option: ChartOption;
  label: string;
  height?: number;
}) {
  const el = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const chart = echarts.init(el.current, undefined, { renderer: 'svg' });
    chart.setOption(option);
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [option]);
  return <div ref={el} role="img" aria-label={label} style={{ width: '100%', height }} data-testid="chart" />;
}
