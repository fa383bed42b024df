export default function TripsListScreen() {
  return null;
}
