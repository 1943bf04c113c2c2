"""The drawn table: view, scene, tile items, art, filters, claim bar."""
