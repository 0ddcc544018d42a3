import { endpoint } from '../contracts/endpoint.ts';

/** The notifications API paths; the response shapes are in notification-contract.ts. */
export const notificationEndpoints = {
  adminSearch: endpoint('POST', '/api/adminUserNotification/search'),
  adminShow: endpoint('GET', '/api/adminUserNotification/show/:id'),
  adminStore: endpoint('POST', '/api/adminUserNotification/store'),
  adminUpdate: endpoint('PUT', '/api/adminUserNotification/update/:id'),
  adminDestroy: endpoint('DELETE', '/api/adminUserNotification/destroy/:id'),
  userList: endpoint('GET', '/api/userNotification'),
  userShow: endpoint('GET', '/api/userNotification/show/:id'),
} as const;
