export default function TripScreen() {
  return null;
}
