import { PRODUCTS, type Product } from '@/data/products';
import { CatalogueGrid } from '../components/catalogue-grid';
import { ProductCard } from '../components/product-card';
import { TabHeading } from '../components/tab-heading';

export default function ProductsPage() {
  return (
    <section>
      <TabHeading title="Products" />
      <CatalogueGrid<Product>
        label="Products"
        items={PRODUCTS}
        errorTitle="Error loading product data"
        emptyTitle="No products yet."
        renderItem={(product, priority) => <ProductCard product={product} priority={priority} />}
      />
    </section>
  );
}
