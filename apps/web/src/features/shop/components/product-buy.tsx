// The product page's buying panel: the service's name and rating, the city and the customer's vehicle it fits (with
// Add vehicle+), the price as soon as both are chosen or why there is none, and ADD TO CART.
import type { CustomerVehicle } from '@motomitra/domain/accounts';
import type { Product } from '@motomitra/domain/catalogue';
import { CITIES, type City } from '@motomitra/domain/constants';
import { formatPaise } from '@motomitra/domain/money';
import { PRICE_PROBLEM_TEXTS } from '@motomitra/domain/pricing';
import { RadioGroup, SelectField } from '../../../components/form/field.tsx';
import { Link } from '../../../components/links.tsx';
import { RatingLine } from '../../../components/rating.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { accountText } from '../../../i18n/en/account.ts';
import { bookingText } from '../../../i18n/en/booking.ts';
import { categoryLabel, cityLabel, fuelLabel } from '../../../i18n/t.ts';
import { vehicleSize } from '../../account/vehicle-text.ts';
import { fuelList } from '../fuel-list.ts';
import { useAddProduct } from '../use-add-product.ts';
import { useProductChoice } from '../use-product-choice.ts';

/** `id` is the page's: the fields' ids start with it. */
export function ProductBuy({ id, product }: { id: string; product: Product }) {
  const { vehicles, vehiclesFailed, fits, vehicle, setVehicleId, city, setCity, price } = useProductChoice(product);
  const { addToCart, adding } = useAddProduct(product);
  const canAdd = Boolean(city && vehicle && price?.ok) && !adding;
  const onAdd = async () => {
    if (!city || !vehicle || !price?.ok) return;
    await addToCart(city, vehicle, price.pricePaise);
  };

  return (
    <div className="product__buy">
      <p className="product-card__category">{categoryLabel(product.category)}</p>
      <h1>{product.product_name}</h1>
      <RatingLine rating={product.rating} />
      <SelectField
        id={`${id}-city`}
        label={bookingText('product.city')}
        required
        placeholder={bookingText('product.chooseCity')}
        options={CITIES.map((c) => ({ value: c, label: cityLabel(c) }))}
        control={{ value: city, onChange: (e) => setCity(e.target.value as City) }}
      />
      <RadioGroup id={`${id}-vehicle`} label={bookingText('product.vehicle')} required>
        {vehiclesFailed && <p role="alert">{accountText('vehiclesFetchFailed')}</p>}
        {!vehicles && !vehiclesFailed && <Spinner />}
        {product.fuels && (
          <p className="muted">{bookingText('product.fuelsOnly', { fuels: fuelList(product.fuels) })}</p>
        )}
        {vehicles && fits.length === 0 && <p>{bookingText('product.noVehicles')}</p>}
        {fits.map((v) => (
          <VehicleOption
            key={v._id}
            vehicle={v}
            checked={v._id === vehicle?._id}
            onChoose={() => setVehicleId(v._id)}
          />
        ))}
        <Link className="touch-link" to="/addmyvehiclenew">
          {bookingText('product.addVehicle')}
        </Link>
      </RadioGroup>
      <p className="product__price" aria-live="polite">
        {price?.ok && bookingText('product.price', { price: formatPaise(price.pricePaise) })}
        {price && !price.ok && (
          <span className="form__error">
            {accountText(PRICE_PROBLEM_TEXTS[price.reason], {
              city: city ? cityLabel(city) : '',
              fuel: vehicle ? fuelLabel(vehicle.fuel_type) : '',
            })}
          </span>
        )}
      </p>
      <button type="button" className="button button--large" disabled={!canAdd} aria-busy={adding} onClick={onAdd}>
        {adding ? bookingText('product.adding') : bookingText('product.addToCart')}
      </button>
    </div>
  );
}

function VehicleOption(props: { vehicle: CustomerVehicle; checked: boolean; onChoose(): void }) {
  const v = props.vehicle;
  return (
    <label className="vehicle-option">
      <input type="radio" name="vehicle" value={v._id} checked={props.checked} onChange={props.onChoose} />
      <span>
        <strong>{v.make_model}</strong> <span className="vehicle-card__reg">{v.reg_number}</span>
        <span className="muted"> · {vehicleSize(v)}</span>
      </span>
    </label>
  );
}
