import type { ReactNode } from 'react';

/** Every page of the web app; each area adds its pages here (files under pages/<area>/). */
export interface PageRoute {
  readonly path: string;
  readonly title: string;
  readonly render: (params: Record<string, string>) => ReactNode;
  readonly nav?: boolean;
}

export const routes: PageRoute[] = [];
