// Replies of the performance summaries (DYS, DDS, DDS100, DTS, STS, KDS, DPT) kept while the
// franchise's performance version stands still (gateway/db/performance-versions.ts): each is a
// function of the records behind it and the body asked, so a franchise's staff reopening a summary,
// paging it or switching presets while orders are written cost one indexed read, and any change of
// a record, by any gateway process, moves the version and so the key. Kept per app, so apps on
// different databases (the tests) never share a reply.
import type { FastifyInstance } from 'fastify';
import { authOf } from '../auth/authenticate';
import { readPerformanceVersion } from '../db/performance-versions';
import { LruMap } from '../lru';
import type { ReportPage, ReportQuery } from './report-query';

/** Replies kept per app: a summary page is a few KB. */
const CAPACITY = 500;

const kept = new WeakMap<FastifyInstance, LruMap<string, ReportPage>>();

/** `query`, its replies kept per franchise, version, report and body. */
export function keptWhilePerformanceStands(report: string, query: ReportQuery): ReportQuery {
  return async (app, request, ask) => {
    const { franchiseId } = authOf(request);
    // read before the query: a reply kept under this version is never older than it
    const version = await readPerformanceVersion(app.db, franchiseId);
    let replies = kept.get(app);
    if (!replies) kept.set(app, (replies = new LruMap(CAPACITY)));
    const key = JSON.stringify([franchiseId, version, report, ask.body, ask.days?.start, ask.days?.end]);
    const hit = replies.get(key);
    if (hit) return hit;
    const page = await query(app, request, ask);
    replies.set(key, page);
    return page;
  };
}
