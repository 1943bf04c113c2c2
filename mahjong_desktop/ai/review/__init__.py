"""The deal review (issue 27): each decision a seat made, beside the judge's, and its cost."""
