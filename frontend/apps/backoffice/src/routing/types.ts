import type { Translation } from '@zrm/i18n';
import type { RouteConditions } from '@zrm/policy';
import type { ReactNode } from 'react';
import type { Params } from 'react-router-dom';

/** The texts routes are named with: the menu's, and the record pages' titles. */
export type TitleKey =
  | `layout.${keyof Translation['layout'] & string}`
  | 'leadNew.title'
  | 'applicationNew.title'
  | 'lead.title'
  | 'internalUsers.title'
  | 'internalUsers.newUser'
  | 'partnerUsers.title'
  | 'partnerUsers.newUser'
  | 'templates.newEmail'
  | 'templates.newSms'
  | 'templates.editTitle'
  | 'templates.uploadAttachment'
  | `coordinates.countries.${string}`
  | `coordinates.products.${string}`
  | `templates.events.${string}`;
/** `t` narrowed to those keys (i18next's own type is too deep to pass around as a parameter). */
export type Translate = (key: TitleKey, values?: Record<string, string>) => string;
export type RouteParams = Readonly<Params<string>>;

/** One staff route: where it is, what it shows, who sees it, and how the frame names it. */
export interface StaffRoute {
  /** Stable name, used by `parent` and as the menu key. */
  key: string;
  /** react-router path pattern. */
  path: string;
  element: ReactNode;
  /** Who sees the page (the route visibility rule); everyone else gets the not-found page. */
  conditions: RouteConditions;
  /**
   * The page's name, for its menu entry and breadcrumb, given the path's parameters (a record's
   * id). Absent for redirects, which have neither.
   */
  title?: (t: Translate, params: RouteParams) => ReactNode;
  /** In the header menu (in catalogue order), with this test id on its link. */
  menu?: { testId: string };
  /** The page before this one in the breadcrumbs, whose menu entry stays highlighted here. */
  parent?: string;
}
