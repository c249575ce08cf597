import type { Product } from '@/data/products';
import { ProductPrice } from './product-price';
import { Rating } from './rating';
import { StockBadge } from './stock-badge';
import { StoreCard } from './store-card';
import { StoreImage } from './store-image';

export function ProductCard({ product, priority }: { product: Product; priority: boolean }) {
  return (
    <StoreCard
      to={`/product-details/${encodeURIComponent(product.id)}`}
      name={product.name}
      media={
        <StoreImage
          src={product.image}
          alt={product.name}
          width={400}
          height={300}
          priority={priority}
          className="aspect-[4/3] w-full object-cover"
        />
      }
      footer={<ProductPrice product={product} />}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-700 dark:text-slate-300">{product.brand}</p>
        <StockBadge availability={product.availability} />
      </div>
      <Rating rating={product.rating} reviews={product.reviews} />
    </StoreCard>
  );
}
