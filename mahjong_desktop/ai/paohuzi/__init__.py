"""The Paohuzi bots: grouping, huxi evaluation, chi/peng/pao choices."""
