import { useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { PRODUCTS, type Product } from '@/data/products';
import { findById } from '../catalogue';
import { Chips } from '../components/chips';
import { BulletList, DetailSection, DetailShell, MissingItem, detailCard } from '../components/detail-shell';
import { ExternalButton } from '../components/external-link';
import { ProductPrice } from '../components/product-price';
import { Rating } from '../components/rating';
import { StockBadge } from '../components/stock-badge';
import { StoreImage } from '../components/store-image';
import { isInStock } from '../store-rules';

const BACK = { to: '/store/products', label: 'All products' };

export default function ProductDetailsPage() {
  const found = findById<Product>(PRODUCTS, useParams().id);
  return (
    <DetailShell back={BACK}>
      {found.status === 'found' ? (
        <ProductDetails product={found.item} />
      ) : found.status === 'missing' ? (
        <MissingItem
          title="Product not found"
          message="There is no product at this address. It may have been removed, or the link may be wrong."
          back={BACK}
        />
      ) : (
        <MissingItem
          title="Error loading product data"
          message="The list of products could not be read."
          back={BACK}
        />
      )}
    </DetailShell>
  );
}

function ProductDetails({ product }: { product: Product }) {
  useDocumentTitle(product.name);
  const inStock = isInStock(product.availability);
  const specs = Object.entries(product.specs);
  return (
    <article className="space-y-6">
      <div className={`${detailCard} grid gap-6 md:grid-cols-2`}>
        <StoreImage
          src={product.image}
          alt={product.name}
          width={400}
          height={300}
          priority
          className="aspect-[4/3] w-full rounded-xl object-cover"
        />
        <div className="min-w-0 space-y-3">
          <p className="font-medium text-slate-700 dark:text-slate-300">{product.brand}</p>
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            {product.name}
          </h1>
          <Rating rating={product.rating} reviews={product.reviews} />
          <ProductPrice product={product} large />
          <StockBadge availability={product.availability} />
          <Chips items={product.tags} label="Tags" />
          <div className="pt-1">
            {inStock ? (
              <ExternalButton href={product.buyLink} size="lg">
                Buy now
              </ExternalButton>
            ) : (
              <Button size="lg" disabled>
                Out of Stock
              </Button>
            )}
          </div>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            <span className="font-semibold text-slate-900 dark:text-white">Warranty: </span>
            {product.warranty}
          </p>
        </div>
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className={`${detailCard} space-y-6`}>
          <DetailSection title="About this product">
            <p className="leading-relaxed text-slate-800 dark:text-slate-200">{product.description}</p>
          </DetailSection>
          {product.features.length > 0 && (
            <DetailSection title="Features">
              <BulletList items={product.features} label="Features" />
            </DetailSection>
          )}
          {specs.length > 0 && (
            <DetailSection title="Specifications">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Specifications</caption>
                <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                  {specs.map(([key, value]) => (
                    <tr key={key}>
                      <th
                        scope="row"
                        className="w-2/5 py-2 pr-4 align-top font-medium text-slate-600 dark:text-slate-400"
                      >
                        {key}
                      </th>
                      <td className="break-words py-2 text-slate-900 dark:text-white">{value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </DetailSection>
          )}
        </div>
        <aside className={`${detailCard} space-y-6`} aria-label="Buying information">
          {product.colorOptions.length > 0 && (
            <DetailSection title="Colour options">
              <Chips items={product.colorOptions} label="Colour options" />
            </DetailSection>
          )}
          {product.deliveryOptions.length > 0 && (
            <DetailSection title="Delivery options">
              <BulletList items={product.deliveryOptions} label="Delivery options" />
            </DetailSection>
          )}
          <DetailSection title="Return policy">
            <p className="text-slate-800 dark:text-slate-200">{product.returnPolicy}</p>
          </DetailSection>
        </aside>
      </div>
    </article>
  );
}
