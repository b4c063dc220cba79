// A declared summary (a page's `summary`): the framework's store picker and the source's own
// controls, then the cards, the chart and the breakdown, all drawn from one reply. A failed call
// says what failed with a retry; a new query keeps the last reply on screen, dimmed.
import { Alert, Box, Card, CardContent, LinearProgress, Skeleton, Typography } from '@mui/material';
import { lazy, Suspense, useId, useMemo, type ComponentType, type ReactNode } from 'react';
import { Loading, useTranslate } from 'react-admin';
import type { PageEntry, ScreenCatalogue } from '../../types';
import type { SummaryDeclaration } from '../../../domain/declaration/summary';
import { usePanelFormat } from '../fields/usePanelFormat';
import { LoadError } from '../LoadError';
import { failedOrHeld } from '../loadFailure';
import { StoreSelect, useStoreOptions } from '../StoreSelect';
import type { SummaryContext, SummarySource, SummarySourceLoader } from './source';
import { SummaryBreakdown } from './SummaryBreakdown';
import { SummaryCards } from './SummaryCards';
import { SummaryChart } from './SummaryChart';
import { summaryKey } from './summaryText';
import { useSummaryFilters } from './useSummaryFilters';
import { useSummaryReply } from './useSummaryReply';

interface BodyProps {
  entry: PageEntry;
}

// One component per source loader, made once: the source's code loads with its first summary.
const bodies = new WeakMap<SummarySourceLoader, ComponentType<BodyProps>>();

function bodyFor(catalogue: ScreenCatalogue, summary: SummaryDeclaration): ComponentType<BodyProps> {
  const load = catalogue.summarySources[summary.source];
  let body = bodies.get(load);
  if (!body) {
    body = lazy(async () => {
      const source = (await load()).default;
      return { default: (props: BodyProps) => <SummaryBody {...props} source={source} /> };
    });
    bodies.set(load, body);
  }
  return body;
}

export default function SummaryView({ entry, catalogue }: { entry: PageEntry; catalogue: ScreenCatalogue }) {
  const Body = bodyFor(catalogue, entry.summary!);
  return (
    <Suspense fallback={<Loading />}>
      <Body entry={entry} />
    </Suspense>
  );
}

function SummaryBody({ entry, source }: BodyProps & { source: SummarySource }) {
  const translate = useTranslate();
  const summary = entry.summary!;
  const page = entry.name;
  const { language, timeZone } = usePanelFormat();
  const storeParam = summary.store?.param;
  const params = useMemo(() => [...(storeParam ? [storeParam] : []), ...source.params], [storeParam, source]);
  const [filters, change] = useSummaryFilters(params);
  const { options, stores } = useStoreOptions();
  // the picked store when it is one of the franchise's, else the first
  const store = storeParam ? (options.find((one) => one.id === filters[storeParam]) ?? options[0]) : undefined;
  const context: SummaryContext = useMemo(() => ({ language, timeZone, now: new Date(), store }), [language, timeZone, store]);
  // a declared store must be known before anything is asked
  const query = useMemo(() => (storeParam && !store ? null : source.query(filters, context)), [storeParam, store, source, filters, context]);
  const reply = useSummaryReply(page, source, query, context);
  const data = reply.data;
  const updating = reply.isFetching && (reply.isPlaceholderData || !data);
  const args = { ...data?.args, store: store?.name ?? '' };
  const text = (key: string) => translate(summaryKey(page, key, args), args);
  const chartTitle = summary.chart ? text(summary.chart.title) : '';
  const empty = data ? (data.empty ?? data.rows.length === 0) : false;
  const Controls = source.Controls;

  return (
    // minWidth 0: a wide table scrolls inside its card instead of widening the page.
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, py: 2, minWidth: 0, width: '100%' }} aria-busy={updating}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        {storeParam && (
          <StoreSelect all={false} value={store?.id ?? ''} onChange={(id) => change({ [storeParam]: id })} sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 280px' } }} />
        )}
        {Controls && <Controls filters={filters} change={change} context={context} />}
      </Box>

      {storeParam && failedOrHeld(stores) ? (
        <LoadError title={translate('app.framework.store.error')} error={stores.error} onRetry={() => void stores.refetch()} retrying={stores.isFetching} />
      ) : storeParam && !stores.isPending && options.length === 0 ? (
        <Alert severity="info">{translate('app.framework.store.none')}</Alert>
      ) : failedOrHeld(reply) ? (
        <LoadError title={text(summary.texts.error)} error={reply.error} onRetry={() => void reply.refetch()} retrying={reply.isFetching} />
      ) : (
        <>
          <Box sx={{ position: 'relative' }}>
            {updating && <LinearProgress aria-label={translate('app.framework.summary.updating')} sx={{ position: 'absolute', top: -10, left: 0, right: 0, height: 3 }} />}
          </Box>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, opacity: reply.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
            {summary.cards && <SummaryCards page={page} summary={summary} reply={data} />}
            {summary.chart && (
              <Section title={chartTitle}>
                {!data ? (
                  <Skeleton variant="rounded" height={260} aria-hidden />
                ) : empty ? (
                  <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
                    {text(summary.texts.empty)}
                  </Typography>
                ) : (
                  <SummaryChart page={page} summary={summary} reply={data} label={translate(summaryKey(page, summary.chart.label, args), { ...args, title: chartTitle })} />
                )}
              </Section>
            )}
            {/* without a chart, the breakdown's place says there is nothing */}
            {!summary.chart && empty && (
              <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
                {text(summary.texts.empty)}
              </Typography>
            )}
            {summary.breakdown && data && !empty && (
              <Section title={text(summary.breakdown.title)}>
                <SummaryBreakdown page={page} summary={summary} reply={data} caption={translate(summaryKey(page, summary.breakdown.caption, args), { ...args, title: chartTitle })} />
              </Section>
            )}
          </Box>
        </>
      )}
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <CardContent sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
