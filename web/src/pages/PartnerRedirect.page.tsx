import { Container, Title } from "@mantine/core";

// Placeholder until this page is built.
export default function PartnerRedirectPage() {
  return (
    <Container py="xl">
      <Title>PartnerRedirect</Title>
    </Container>
  );
}
