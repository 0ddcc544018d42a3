import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationEndpoints, processEndpoints } from '@logi/shared';
import { startTestApp, type TestApp } from '../test/test-app.ts';

let app: TestApp;
let document: any;

beforeAll(async () => {
  app = await startTestApp();
  document = await (await fetch(`${app.baseUrl}/api/docs/json`)).json();
});
afterAll(() => app?.close());

/** OpenAPI spells `/show/:id` as `/show/{id}`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

function responseData(endpoint: { method: string; path: string }, status: number) {
  const operation = document.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
  return operation?.responses?.[status]?.content?.['application/json']?.schema?.properties?.data;
}

describe('OpenAPI document from the shared contracts', () => {
  it('shows the admin notification responses in snake_case, as they are sent', () => {
    const shown = responseData(notificationEndpoints.adminShow, 200);
    expect(Object.keys(shown.properties)).toEqual(
      expect.arrayContaining(['id', 'published_at', 'is_important', 'is_published', 'version']),
    );
    expect(responseData(notificationEndpoints.adminStore, 201).properties.created_at).toBeDefined();
    const page = responseData(notificationEndpoints.adminSearch, 200);
    expect(Object.keys(page.properties)).toEqual(
      expect.arrayContaining(['data', 'total', 'current_page', 'per_page', 'last_page']),
    );
    expect(page.properties.data.items.properties.updated_at).toBeDefined();
  });

  it('shows the user notification page with its unread count', () => {
    const page = responseData(notificationEndpoints.userList, 200);
    expect(page.properties.unread_count).toBeDefined();
    expect(page.properties.data.items.properties.tag_label).toBeDefined();
    expect(responseData(notificationEndpoints.userShow, 200).properties.is_read).toBeDefined();
  });

  it('shows the process page with its active count', () => {
    const page = responseData(processEndpoints.list, 200);
    expect(page.properties.active_count).toBeDefined();
    expect(page.properties.data.items.properties.process_status.enum).toContain('processing');
    expect(
      responseData(processEndpoints.markBroadcasted, 200).properties.action_label,
    ).toBeDefined();
  });

  it('registers every contract endpoint at the path the contract names', () => {
    for (const endpoint of [
      ...Object.values(notificationEndpoints),
      ...Object.values(processEndpoints),
    ]) {
      const operations = document.paths[openApiPath(endpoint.path)];
      expect(operations?.[endpoint.method.toLowerCase()], endpoint.path).toBeDefined();
    }
  });
});
