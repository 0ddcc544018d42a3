import { useAppSettings } from './api/get-app-settings.ts';
import { useUserIp } from './api/get-user-ip.ts';

/** Spec §6: the admin entry appears only when the caller's IP is in the allow-list. */
export function useIsAdminIp(): boolean {
  const ip = useUserIp().data;
  const allowList = useAppSettings().data?.adminIpAllowList;
  return Boolean(ip && allowList?.includes(ip));
}
