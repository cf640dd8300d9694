"""Views, delegates and composite widgets (no data logic)."""
