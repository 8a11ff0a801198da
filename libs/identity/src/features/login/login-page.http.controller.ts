import { Controller, Get, Redirect } from '@nestjs/common';
import { ApiFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

/** Where the search page's "Join Platform" link goes (spec 2.9): the sign-in page of the web app. */
@ApiTags('auth')
@Controller()
export class LoginPageController {
  @Get('login')
  @Redirect('/auth', 302)
  @ApiOperation({ summary: 'Go to the sign-in page (/auth)' })
  @ApiFoundResponse({ description: 'Redirect to /auth' })
  loginPage(): void {}
}
