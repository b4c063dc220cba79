// A report's list call as the dataProvider's mapping: the body from react-admin's params, the page
// from the reply (./report.ts). Loaded with a report's first call, out of the first load.
import { MAX_PAGE_SIZE } from '../constants';
import type { GatewayMapping } from './gatewayMapping';
import { reportBody, reportPage, type ReportDeclaration } from './report';
import type { ResourceData } from './resource';

export function reportMapping(resource: Pick<ResourceData, 'fields' | 'list' | 'recordRepresentation'> & { report: ReportDeclaration }): GatewayMapping {
  const { report } = resource;
  return {
    getList: {
      // the days and the month picked are the user's, in the time zone the panel's client hands in
      request: (params, context) => ({ method: 'POST', path: report.path, body: reportBody(resource, params, { timeZone: context?.timeZone }) }),
      response: (reply) => reportPage(report, reply),
      maxPageSize: MAX_PAGE_SIZE,
    },
  };
}
