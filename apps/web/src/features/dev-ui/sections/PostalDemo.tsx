import { PostalDemoSection } from './PostalDemoSection.tsx';
import { DemoSection } from '../DemoSection.tsx';

/** The postal autocomplete inside a real address form (its search API needs a signed-in session). */
export function PostalDemo() {
  return (
    <DemoSection id="postal" title="郵便番号・住所検索">
      <PostalDemoSection />
    </DemoSection>
  );
}
