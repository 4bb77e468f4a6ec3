// ADD TO CART on the product page: the service for the chosen vehicle in the chosen city at the price shown, then the
// cart; a refusal is said where the customer is.
import type { CustomerVehicle } from '@motomitra/domain/accounts';
import type { Product } from '@motomitra/domain/catalogue';
import type { City } from '@motomitra/domain/constants';
import { paiseToRupees } from '@motomitra/domain/money';
import { useFeedback } from '../../components/feedback.tsx';
import { errorText } from '../../components/http.ts';
import { useNavigate } from '../../components/links.tsx';
import { bookingText } from '../../i18n/en/booking.ts';
import { useAddToCart } from '../cart/api.ts';

export function useAddProduct(product: Product) {
  const navigate = useNavigate();
  const { toast } = useFeedback();
  const add = useAddToCart();
  const addToCart = async (city: City, vehicle: CustomerVehicle, pricePaise: number) => {
    try {
      const res = await add.mutateAsync({
        selectedProductId: product._id,
        product_name: product.product_name,
        image: product.image,
        price_tag: paiseToRupees(pricePaise),
        total: paiseToRupees(pricePaise),
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
  // Still adding once added: the page is on its way to the cart.
  return { addToCart, adding: add.isPending || add.isSuccess };
}
