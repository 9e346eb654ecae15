import { ReviewsContent } from '@/features/public-site/components/reviews-content';

export function Component() {
  return <ReviewsContent />;
}
