import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import type { ProductDto } from '@logi/shared';
import { RemoteSelect } from '../ui/index.ts';
import { productOrJanSource } from '../../lib/master-options/index.ts';

type Props = { onAdd: (product: ProductDto) => void; excluded: readonly number[] };

/** 商品追加: a product found by code, name or JAN (the server searches), then added as a line. */
export function ProductPicker({ onAdd, excluded }: Props) {
  const [picked, setPicked] = useState<ProductDto | null>(null);
  return (
    <Group align="flex-end">
      <RemoteSelect
        label="商品"
        source={productOrJanSource}
        where={(product) => !excluded.includes(product.id)}
        value={picked?.id ?? null}
        onChange={(_id, product) => setPicked(product)}
        w={420}
      />
      <Button
        variant="light"
        disabled={!picked}
        onClick={() => {
          if (!picked) return;
          onAdd(picked);
          setPicked(null);
        }}
      >
        商品追加
      </Button>
    </Group>
  );
}
