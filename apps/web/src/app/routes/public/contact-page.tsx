import { ContactContent } from '@/features/public-site/components/contact-content';

export function Component() {
  return <ContactContent />;
}
