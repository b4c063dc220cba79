// What a report's hand-written query is handed and gives back (./reports.ts serves the route).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ReportBody } from '../../src/domain/declaration/report';

/** What a report's query is handed: the checked body with its sort settled, and the days it covers. */
export interface ReportAsk {
  body: ReportBody & { sort: { field: string; order: 1 | -1 } };
  /** The period of a report over days, checked: [start, end). */
  days?: { start: Date; end: Date };
}

/** A page of a report: its rows (each with its `_id`), the total, and what else the reply carries. */
export interface ReportPage {
  rows: unknown[];
  total: number;
  extra?: Record<string, unknown>;
}

export type ReportQuery = (app: FastifyInstance, request: FastifyRequest, ask: ReportAsk) => Promise<ReportPage>;
