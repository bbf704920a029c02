import { Container, Title } from "@mantine/core";

// Placeholder until this page is built.
export default function RecentlyViewedPage() {
  return (
    <Container py="xl">
      <Title>RecentlyViewed</Title>
    </Container>
  );
}
