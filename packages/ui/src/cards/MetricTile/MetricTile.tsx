import { Paper, Text, type BoxProps, type ElementProps } from '@mantine/core';
import { formatNumber } from '../../format';
import { cx, renderPlainLink, stretchedLink, type RenderLink } from '../shared';
import classes from './MetricTile.module.css';

/** Props of {@link MetricTile}; other props (className, style, data-*, aria-*) go to the root like Mantine's `Paper`. */
export interface MetricTileProps extends BoxProps, ElementProps<'div'> {
  /** Translated metric name, e.g. "Video views". */
  label: string;
  /** The metric value; null or undefined shows the number formatter's 'N/A'. */
  value: number | null | undefined;
  /** Formats the value (money, hours...). @default formatNumber with `locale` */
  formatValue?: (value: number | null | undefined) => string;
  /** Change against the previous period; its sign picks the colour. */
  delta?: number | null;
  /** Formats the delta (without sign: the tile adds + or -). @default formatNumber with `locale` */
  formatDelta?: (value: number) => string;
  /** Text after the delta, e.g. "vs previous period". */
  deltaLabel?: string;
  /** App path of the metric's detail screen; the whole tile becomes a link. */
  href?: string;
  /** Renders the in-app link (pass the router link). @default a plain anchor */
  renderLink?: RenderLink;
  /** Locale for the default formatters. @default 'en' */
  locale?: string;
}

/** One analytics metric: name, value and an optional change with its direction. */
export function MetricTile({
  label,
  value,
  formatValue,
  delta,
  formatDelta,
  deltaLabel,
  href,
  renderLink = renderPlainLink,
  locale = 'en',
  className,
  ...others
}: MetricTileProps) {
  const shownValue = formatValue ? formatValue(value) : formatNumber(value, locale);
  const content = (
    <>
      <Text size="sm" c="dimmed" component="span" className={classes.label}>
        {label}
      </Text>{' '}
      <Text component="span" className={classes.value}>
        {shownValue}
      </Text>
    </>
  );
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      {...others}
      className={cx(stretchedLink.host, classes.tile, className)}
    >
      {href
        ? renderLink({ href, className: cx(stretchedLink.link, classes.link), children: content })
        : content}
      {delta != null ? (
        <Delta
          delta={delta}
          format={formatDelta ?? ((n) => formatNumber(n, locale))}
          label={deltaLabel}
        />
      ) : null}
    </Paper>
  );
}

function Delta({
  delta,
  format,
  label,
}: {
  delta: number;
  format: (n: number) => string;
  label?: string;
}) {
  const direction = delta > 0 ? 'up' : delta < 0 ? 'down' : 'flat';
  const sign = delta > 0 ? '+' : delta < 0 ? '−' : '';
  return (
    <Text size="sm" className={classes.delta} data-direction={direction}>
      {sign}
      {format(Math.abs(delta))}
      {label ? <span className={classes.deltaLabel}> {label}</span> : null}
    </Text>
  );
}
