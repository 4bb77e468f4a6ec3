// /product/{id}: choose a city and one of the customer's vehicles that this service fits (its kind and fuel); the price
// appears as soon as both are chosen (the same rule the server applies); ADD TO CART, then /cart. A service reminder's
// link (issue 16) names the vehicle and city (?vehicle=…&city=…): both come chosen, so the price shows at once.
// Tabs DESCRIPTION (with Show/Hide Sub Points) and ADDITIONAL INFORMATION; related products below.
import type { CustomerVehicle } from '@motomitra/domain/accounts';
import { type Product, wireToPriceRows } from '@motomitra/domain/catalogue';
import { CITIES, type City, type FuelType } from '@motomitra/domain/constants';
import { INTL_LOCALES } from '@motomitra/domain/language';
import { formatPaise, paiseToRupees } from '@motomitra/domain/money';
import { PRICE_PROBLEM_TEXTS, priceFor, servingProblem } from '@motomitra/domain/pricing';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useFeedback } from '../../../components/feedback.tsx';
import { RadioGroup, SelectField } from '../../../components/form/field.tsx';
import { ApiError, errorText } from '../../../components/http.ts';
import { Link, useNavigate } from '../../../components/links.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { RatingLine } from '../../../components/rating.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { accountText } from '../../../i18n/en/account.ts';
import { bookingText } from '../../../i18n/en/booking.ts';
import { categoryLabel, cityLabel, currentLanguage, fuelLabel } from '../../../i18n/t.ts';
import { customerQuery, vehiclesQuery } from '../../account/api.ts';
import { vehicleSize } from '../../account/vehicle-text.ts';
import { useAddToCart } from '../../cart/api.ts';
import { productQuery } from '../../catalogue/api.ts';
import { ProductReviews } from '../../catalogue/components/product-reviews.tsx';
import { usePublicList } from '../../catalogue/lists.ts';
import { ProductGrid } from '../components/product-grid.tsx';

/** Fuels as the page's language lists them: "Petrol, Diesel and CNG", "पेट्रोल, डिझेल आणि CNG". */
function fuelList(fuels: readonly FuelType[]): string {
  return new Intl.ListFormat(INTL_LOCALES[currentLanguage()], { type: 'conjunction' }).format(fuels.map(fuelLabel));
}

export function Component() {
  const { id = '' } = useParams();
  const { data: product, isError, error } = useQuery(productQuery(id));
  usePageTitle(product?.product_name ?? bookingText('product.title'));
  if (isError) {
    return (
      <div className="page">
        <h1>{bookingText('product.title')}</h1>
        <p role="alert">
          {error instanceof ApiError && error.status === 404
            ? bookingText('product.notFound')
            : bookingText('product.loadFailed')}
        </p>
        <Link to="/shop">{bookingText('product.backToShop')}</Link>
      </div>
    );
  }
  if (!product) return <Spinner />;
  return <ProductDetail key={product._id} product={product} />;
}

function ProductDetail({ product }: { product: Product }) {
  const id = useId();
  const navigate = useNavigate();
  const { toast } = useFeedback();
  const { data: vehicles, isError: vehiclesFailed } = useQuery(vehiclesQuery);
  const { data: all } = usePublicList('products');
  // The city starts as the customer's own (their profile), and can be changed (issue 14).
  const { data: me } = useQuery(customerQuery);
  // A city or vehicle the address names (a reminder's link); one that is not a city, or not a vehicle of the customer's
  // that this service fits, chooses nothing.
  const [params] = useSearchParams();
  const [chosenCity, setCity] = useState<City | '' | null>(() => CITIES.find((c) => c === params.get('city')) ?? null);
  const city: City | '' = chosenCity ?? me?.city ?? '';
  const [vehicleId, setVehicleId] = useState(() => params.get('vehicle') ?? '');
  const add = useAddToCart();
  const adding = add.isPending || add.isSuccess;
  const [tab, setTab] = useState<'description' | 'info'>('description');
  const [showSub, setShowSub] = useState(false);

  // Only the vehicles this service is for: its kind of vehicle and its fuels (no oil change for an electric one).
  const fits = (vehicles ?? []).filter((v) => servingProblem(product, v) === null);
  // A customer with one vehicle this service fits has it chosen already (issue 22).
  const vehicle = fits.find((v) => v._id === vehicleId) ?? (fits.length === 1 ? (fits[0] ?? null) : null);
  const price =
    city && vehicle
      ? priceFor({ category: product.category, fuels: product.fuels, prices: wireToPriceRows(product) }, vehicle, city)
      : null;
  const canAdd = Boolean(city && vehicle && price?.ok) && !adding;
  const related = (all ?? []).filter((p) => p.category === product.category && p._id !== product._id).slice(0, 3);

  const onAdd = async () => {
    if (!city || !vehicle || !price?.ok) return;
    try {
      const res = await add.mutateAsync({
        selectedProductId: product._id,
        product_name: product.product_name,
        image: product.image,
        price_tag: paiseToRupees(price.pricePaise),
        total: paiseToRupees(price.pricePaise),
        city,
        vehicleId: vehicle._id,
        make_model: vehicle.make_model,
        vehicle_type: vehicle.vehicle_type,
        reg_number: vehicle.reg_number,
        bike_cc: vehicle.bike_cc,
        car_segment: vehicle.car_type,
      });
      toast(res.message, 'success');
      navigate('/cart');
    } catch (err) {
      toast(errorText(err, bookingText('product.addFailed')), 'error');
    }
  };

  return (
    <div className="page product">
      <div className="product__top">
        <img className="product__image" src={product.image} alt="" width="400" height="300" />
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
      </div>

      <div className="tabs">
        <div className="tabs__list" role="tablist" aria-label={bookingText('product.details')}>
          {(['description', 'info'] as const).map((k) => (
            <button
              key={k}
              id={`${id}-tab-${k}`}
              type="button"
              role="tab"
              aria-selected={tab === k}
              aria-controls={`${id}-panel-${k}`}
              tabIndex={tab === k ? 0 : -1}
              className="tabs__tab"
              onClick={() => setTab(k)}
              onKeyDown={(e) => {
                if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
                  const next = k === 'description' ? 'info' : 'description';
                  setTab(next);
                  document.getElementById(`${id}-tab-${next}`)?.focus();
                }
              }}
            >
              {bookingText(k === 'description' ? 'product.tabDescription' : 'product.tabInfo')}
            </button>
          ))}
        </div>
        <div id={`${id}-panel-${tab}`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`} className="tabs__panel">
          {tab === 'description' ? (
            <>
              {product.description.some((d) => d.sub_points.length > 0) && (
                <button
                  type="button"
                  className="button button--ghost button--small"
                  aria-expanded={showSub}
                  onClick={() => setShowSub((s) => !s)}
                >
                  {bookingText(showSub ? 'product.hideSub' : 'product.showSub')}
                </button>
              )}
              <ul className="product__points">
                {product.description.map((d) => (
                  <li key={d.main_point}>
                    {d.main_point}
                    {showSub && d.sub_points.length > 0 && (
                      <ul>
                        {d.sub_points.map((s) => (
                          <li key={s}>{s}</li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <ul className="product__points">
              {(product.additional_info.length ? product.additional_info : [bookingText('product.ccNote')]).map(
                (line) => (
                  <li key={line}>{line}</li>
                ),
              )}
            </ul>
          )}
        </div>
      </div>

      <ProductReviews productId={product._id} />

      {related.length > 0 && (
        <section className="section" aria-labelledby={`${id}-related`}>
          <h2 id={`${id}-related`}>{bookingText('product.related')}</h2>
          <ProductGrid products={related} />
        </section>
      )}
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
