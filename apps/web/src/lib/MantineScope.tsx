import { createContext, Fragment, useContext, type ComponentType, type ReactNode } from 'react';

type Scope = ComponentType<{ children: ReactNode }>;

/**
 * The signed-in shell paints without Mantine (docs/decisions/024). Parts that use it render inside
 * <InMantine>: the app supplies a lazily loaded MantineProvider here, so they suspend until it is in.
 */
const MantineScopeContext = createContext<Scope>(Fragment);

export const MantineScopeProvider = MantineScopeContext.Provider;

export function InMantine({ children }: { children: ReactNode }) {
  const Scope = useContext(MantineScopeContext);
  return <Scope>{children}</Scope>;
}
